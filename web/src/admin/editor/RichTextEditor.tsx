import 'draft-js/dist/Draft.css';
import { Editor, EditorState, Modifier, RichUtils, type DraftEditorCommand, type DraftHandleValue } from 'draft-js';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormHelperText, IconButton, TextField, Tooltip, Typography,
} from '@mui/material';
import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { contentFromHtml, contentToHtml, normaliseLinkUrl } from './html';
import { linkDecorator } from './link';

const fromHtml = (html: string) => EditorState.createWithContent(contentFromHtml(html), linkDecorator);

interface ToolButton {
  label: string;
  icon: ReactNode;
  active: boolean;
  onClick: () => void;
}

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
  const [linkDialog, setLinkDialog] = useState<{ open: boolean; url: string }>({ open: false, url: '' });

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
    if (next) {
      change(next);
      return 'handled';
    }
    return 'not-handled';
  };

  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const blockType = content.getBlockForKey(selection.getStartKey())?.getType() ?? 'unstyled';
  const inline = state.getCurrentInlineStyle();
  const linkKey = (() => {
    const block = content.getBlockForKey(selection.getStartKey());
    if (!block) return null;
    const offset = selection.isCollapsed() ? Math.max(0, selection.getStartOffset() - 1) : selection.getStartOffset();
    const key = block.getEntityAt(offset);
    return key && content.getEntity(key).getType() === 'LINK' ? key : null;
  })();

  const inlineButton = (style: string, name: string, icon: ReactNode): ToolButton => ({
    label: name,
    icon,
    active: inline.has(style),
    onClick: () => change(RichUtils.toggleInlineStyle(state, style)),
  });
  const blockButton = (type: string, name: string, icon: ReactNode): ToolButton => ({
    label: name,
    icon,
    active: blockType === type,
    onClick: () => change(RichUtils.toggleBlockType(state, type)),
  });

  const openLinkDialog = () => {
    if (linkKey) {
      // On a link the button removes it.
      const target = selection.isCollapsed() ? selectionOfEntity(state, linkKey) : selection;
      change(RichUtils.toggleLink(state, target, null));
      return;
    }
    setLinkDialog({ open: true, url: '' });
  };

  const applyLink = () => {
    const url = normaliseLinkUrl(linkDialog.url);
    setLinkDialog({ open: false, url: '' });
    if (!url) return;
    const withEntity = content.createEntity('LINK', 'MUTABLE', { url, targetOption: '_self' });
    const entityKey = withEntity.getLastCreatedEntityKey();
    if (selection.isCollapsed()) {
      // No text chosen: the address itself becomes the link text.
      const inserted = Modifier.insertText(withEntity, selection, url, undefined, entityKey);
      change(EditorState.push(state, inserted, 'insert-characters'));
    } else {
      const next = EditorState.set(state, { currentContent: withEntity });
      change(RichUtils.toggleLink(next, selection, entityKey));
    }
    setTimeout(() => editor.current?.focus(), 0);
  };

  const groups: ToolButton[][] = [
    [
      inlineButton('BOLD', 'Bold', <FormatBoldIcon fontSize="small" />),
      inlineButton('ITALIC', 'Italic', <FormatItalicIcon fontSize="small" />),
      inlineButton('UNDERLINE', 'Underline', <FormatUnderlinedIcon fontSize="small" />),
    ],
    [
      blockButton('header-two', 'Heading 2', <Typography component="span" sx={{ fontWeight: 700, fontSize: 14 }}>H2</Typography>),
      blockButton('header-three', 'Heading 3', <Typography component="span" sx={{ fontWeight: 700, fontSize: 13 }}>H3</Typography>),
    ],
    [
      blockButton('unordered-list-item', 'Bulleted list', <FormatListBulletedIcon fontSize="small" />),
      blockButton('ordered-list-item', 'Numbered list', <FormatListNumberedIcon fontSize="small" />),
      blockButton('blockquote', 'Quote', <FormatQuoteIcon fontSize="small" />),
    ],
    [
      {
        label: linkKey ? 'Remove link' : 'Link',
        icon: linkKey ? <LinkOffIcon fontSize="small" /> : <InsertLinkIcon fontSize="small" />,
        active: Boolean(linkKey),
        onClick: openLinkDialog,
      },
    ],
  ];

  // draft-js's placeholder overlaps a list or heading: show it only over an empty plain paragraph.
  const showPlaceholder = !content.hasText() && content.getBlockMap().first()?.getType() === 'unstyled';

  return (
    <Box>
      <Typography id={labelId} component="div" variant="body2" sx={{ mb: 0.75, fontWeight: 500, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
        >
          {groups.map((group, index) => (
            <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
              {index > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
              {group.map((button) => (
                <Tooltip key={button.label} title={button.label}>
                  <IconButton
                    size="small"
                    aria-label={button.label}
                    aria-pressed={button.active}
                    // Keep the editor's selection: the button acts on it.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={button.onClick}
                    sx={{
                      width: 34,
                      height: 34,
                      borderRadius: 1,
                      color: button.active ? 'primary.main' : 'text.secondary',
                      bgcolor: button.active ? 'action.selected' : 'transparent',
                    }}
                  >
                    {button.icon}
                  </IconButton>
                </Tooltip>
              ))}
            </Box>
          ))}
        </Box>
        <Box
          onClick={() => editor.current?.focus()}
          sx={{
            px: 1.75,
            py: 1.25,
            cursor: 'text',
            fontSize: '1rem',
            lineHeight: 1.6,
            '& .DraftEditor-root': { maxHeight: '65vh', overflowY: 'auto' },
            '& .public-DraftEditor-content': { minHeight },
            '& .public-DraftEditor-content > div > div[data-block]:not(li)': { mb: 1 },
            '& .public-DraftEditorPlaceholder-root': { color: 'text.disabled' },
            '& h2': { fontSize: '1.4rem', fontWeight: 700, lineHeight: 1.3, my: 1 },
            '& h3': { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.35, my: 1 },
            '& blockquote': { borderLeft: 4, borderColor: 'primary.light', pl: 2, ml: 0, my: 1, color: 'text.secondary', fontStyle: 'italic' },
            '& ul, & ol': { my: 0.5 },
            '& .rich-editor__link': { color: 'primary.main', textDecoration: 'underline' },
          }}
        >
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

      <Dialog open={linkDialog.open} onClose={() => setLinkDialog({ open: false, url: '' })} fullWidth maxWidth="xs">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            applyLink();
          }}
        >
          <DialogTitle>Insert link</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Link URL"
              placeholder="https://example.com"
              value={linkDialog.url}
              onChange={(event) => setLinkDialog({ open: true, url: event.target.value })}
              helperText={selection.isCollapsed() ? 'No text is selected: the address itself becomes the link text.' : undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setLinkDialog({ open: false, url: '' })}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!linkDialog.url.trim()}>
              Insert link
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
}

/** Re-renders only when its own props change (the forms re-render on every keystroke). */
export const RichTextEditor = memo(RichTextEditorView);

/** The selection spanning the whole link the cursor sits in. */
function selectionOfEntity(state: EditorState, entityKey: string) {
  const selection = state.getSelection();
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  let range: { start: number; end: number } | null = null;
  block.findEntityRanges(
    (character) => character.getEntity() === entityKey,
    (start, end) => {
      const offset = selection.getStartOffset();
      if (start <= offset && offset <= end && !range) range = { start, end };
    },
  );
  const found = range as { start: number; end: number } | null;
  if (!found) return selection;
  return selection.merge({ anchorOffset: found.start, focusOffset: found.end, isBackward: false }) as typeof selection;
}
