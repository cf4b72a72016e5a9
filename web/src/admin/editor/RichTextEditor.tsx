import 'draft-js/dist/Draft.css';
import { Editor, EditorState, RichUtils, type DraftEditorCommand, type DraftHandleValue } from 'draft-js';
import { Box, FormHelperText, Typography } from '@mui/material';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { contentFromHtml, contentToHtml, normaliseLinkUrl } from './html';
import { linkDecorator } from './link';
import { LinkDialog } from './LinkDialog';
import { linkKeyAt, withLink, withoutLink } from './links';

const fromHtml = (html: string) => EditorState.createWithContent(contentFromHtml(html), linkDecorator);

interface Props {
  label: string;
  /** The content as HTML; a value other than the last one emitted reloads the editor. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  helperText?: string;
  minHeight?: number;
}

/**
 * The rich-text editor of the admin forms (draft-js): bold, italic, underline,
 * H2, H3, bulleted and numbered lists, links and quotes, read and written as HTML.
 * Client-only (draft-js touches the DOM); the admin is never server-rendered.
 */
function RichTextEditorView({ label, value, onChange, placeholder, helperText, minHeight = 180 }: Props) {
  const [state, setState] = useState(() => fromHtml(value));
  const lastHtml = useRef(value);
  const editor = useRef<Editor>(null);
  const labelId = useId();
  const helperId = useId();
  const [askingLink, setAskingLink] = useState(false);

  // A new value from outside (edit loaded, form reset) replaces the content.
  useEffect(() => {
    if (value !== lastHtml.current) {
      lastHtml.current = value;
      setState(fromHtml(value));
    }
  }, [value]);

  const change = (next: EditorState) => {
    const contentChanged = next.getCurrentContent() !== state.getCurrentContent();
    setState(next);
    if (contentChanged) {
      const html = contentToHtml(next.getCurrentContent());
      if (html !== lastHtml.current) {
        lastHtml.current = html;
        onChange(html);
      }
    }
  };

  const handleKeyCommand = (command: DraftEditorCommand, current: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(current, command);
    if (!next) return 'not-handled';
    change(next);
    return 'handled';
  };

  const linkKey = linkKeyAt(state);
  const insertLink = (input: string) => {
    setAskingLink(false);
    const url = normaliseLinkUrl(input);
    if (!url) return;
    change(withLink(state, url));
    setTimeout(() => editor.current?.focus(), 0);
  };

  const content = state.getCurrentContent();
  // draft-js's placeholder overlaps a list or heading: show it only over an empty plain paragraph.
  const showPlaceholder = !content.hasText() && content.getBlockMap().first()?.getType() === 'unstyled';

  return (
    <Box>
      <Typography id={labelId} component="div" variant="body2" sx={{ mb: 0.75, fontWeight: 500, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={frameStyle}>
        <EditorToolbar
          label={label}
          state={state}
          change={change}
          onLink={Boolean(linkKey)}
          onLinkClick={() => (linkKey ? change(withoutLink(state, linkKey)) : setAskingLink(true))}
        />
        <Box onClick={() => editor.current?.focus()} sx={{ ...contentStyle, '& .public-DraftEditor-content': { minHeight } }}>
          <Editor
            ref={editor}
            editorState={state}
            onChange={change}
            handleKeyCommand={handleKeyCommand}
            placeholder={showPlaceholder ? placeholder : undefined}
            ariaLabelledBy={labelId}
            ariaDescribedBy={helperText ? helperId : undefined}
            ariaMultiline
            spellCheck
            stripPastedStyles={false}
          />
        </Box>
      </Box>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      <LinkDialog open={askingLink} noSelection={state.getSelection().isCollapsed()} onCancel={() => setAskingLink(false)} onInsert={insertLink} />
    </Box>
  );
}

/** Re-renders only when its own props change (the forms re-render on every keystroke). */
export const RichTextEditor = memo(RichTextEditorView);

const frameStyle = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme: { palette: { primary: { main: string } } }) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
} as const;

const contentStyle = {
  px: 1.75,
  py: 1.25,
  cursor: 'text',
  fontSize: '1rem',
  lineHeight: 1.6,
  '& .DraftEditor-root': { maxHeight: '65vh', overflowY: 'auto' },
  '& .public-DraftEditor-content > div > div[data-block]:not(li)': { mb: 1 },
  '& .public-DraftEditorPlaceholder-root': { color: 'text.disabled' },
  '& h2': { fontSize: '1.4rem', fontWeight: 700, lineHeight: 1.3, my: 1 },
  '& h3': { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.35, my: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.light', pl: 2, ml: 0, my: 1, color: 'text.secondary', fontStyle: 'italic' },
  '& ul, & ol': { my: 0.5 },
  '& .rich-editor__link': { color: 'primary.main', textDecoration: 'underline' },
} as const;
