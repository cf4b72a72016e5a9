import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import { RichUtils, type EditorState } from 'draft-js';
import type { ReactNode } from 'react';

interface ToolButton {
  label: string;
  icon: ReactNode;
  active: boolean;
  onClick: () => void;
}

const heading = (text: string, fontSize: number) => (
  <Typography component="span" sx={{ fontWeight: 700, fontSize }}>
    {text}
  </Typography>
);

interface Props {
  label: string;
  state: EditorState;
  change: (next: EditorState) => void;
  /** The cursor is on a link: the link button removes it. */
  onLink: boolean;
  onLinkClick: () => void;
}

/** Bold, italic, underline | H2, H3 | lists, quote | link, each pressed while it applies. */
export function EditorToolbar({ label, state, change, onLink, onLinkClick }: Props) {
  const blockType = state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey())?.getType() ?? 'unstyled';
  const inline = state.getCurrentInlineStyle();
  const inlineButton = (style: string, name: string, icon: ReactNode): ToolButton => ({
    label: name, icon, active: inline.has(style), onClick: () => change(RichUtils.toggleInlineStyle(state, style)),
  });
  const blockButton = (type: string, name: string, icon: ReactNode): ToolButton => ({
    label: name, icon, active: blockType === type, onClick: () => change(RichUtils.toggleBlockType(state, type)),
  });
  const groups: ToolButton[][] = [
    [
      inlineButton('BOLD', 'Bold', <FormatBoldIcon fontSize="small" />),
      inlineButton('ITALIC', 'Italic', <FormatItalicIcon fontSize="small" />),
      inlineButton('UNDERLINE', 'Underline', <FormatUnderlinedIcon fontSize="small" />),
    ],
    [blockButton('header-two', 'H2 heading', heading('H2', 14)), blockButton('header-three', 'H3 heading', heading('H3', 13))],
    [
      blockButton('unordered-list-item', 'Bulleted list', <FormatListBulletedIcon fontSize="small" />),
      blockButton('ordered-list-item', 'Numbered list', <FormatListNumberedIcon fontSize="small" />),
      blockButton('blockquote', 'Quote', <FormatQuoteIcon fontSize="small" />),
    ],
    [{ label: onLink ? 'Remove link' : 'Link', icon: onLink ? <LinkOffIcon fontSize="small" /> : <InsertLinkIcon fontSize="small" />, active: onLink, onClick: onLinkClick }],
  ];
  return (
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
                sx={{ width: 34, height: 34, borderRadius: 1, color: button.active ? 'primary.main' : 'text.secondary', bgcolor: button.active ? 'action.selected' : 'transparent' }}
              >
                {button.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Box>
      ))}
    </Box>
  );
}
