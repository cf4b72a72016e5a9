import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { GENERIC_FAILURE, outcomeOfChange, outcomeOfError } from './outcome';

describe('save outcomes', () => {
  it("shows the change's words when it answered what it changed", () => {
    expect(outcomeOfChange({ addPortfolio: { id: 'p1' } }, 'Portfolio added successfully')).toEqual({ variant: 'success', message: 'Portfolio added successfully' });
    expect(outcomeOfChange({ deletePortfolio: 'p1' }, 'Portfolio deleted successfully')).toEqual({ variant: 'success', message: 'Portfolio deleted successfully' });
    expect(outcomeOfChange(undefined, 'Portfolio added successfully')).toEqual({ variant: 'error', message: GENERIC_FAILURE });
  });

  it("shows a GraphQL refusal's own message", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'projectUrl must be a URL starting with http:// or https://' }] });
    expect(outcomeOfError(error)).toEqual({ variant: 'error', message: 'projectUrl must be a URL starting with http:// or https://' });
  });

  it('reads the message of an HTTP refusal from its body', () => {
    const response = { status: 413 } as Response;
    const error = new ServerError('Response not successful', {
      response,
      bodyText: JSON.stringify({ errors: [{ message: 'images: each file must be at most 10 MB' }] }),
    });
    expect(outcomeOfError(error).message).toBe('images: each file must be at most 10 MB');
    const html = new ServerError('Response not successful', { response: { status: 502 } as Response, bodyText: '<html>Bad gateway</html>' });
    expect(outcomeOfError(html).message).toBe(GENERIC_FAILURE);
  });

  it("says 'Something went wrong!' when the request itself failed", () => {
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({ variant: 'error', message: 'Something went wrong!' });
    expect(outcomeOfError('weird')).toEqual({ variant: 'error', message: 'Something went wrong!' });
  });
});
