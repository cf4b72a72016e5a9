import { SERVICE_ICONS } from '@consultancy/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTextEditor } from '../editor/RichTextEditor';
import { StoredImageChoice } from '../images/StoredImageChoice';
import { ICON_LABELS, type FieldSpec, type Values } from './field-spec';
import { SortableList } from './SortableList';

/** What the image fields offer beside the library: the site's own pictures (/images/…). */
export interface ImageChoices {
  shipped: readonly string[];
}

interface Props {
  spec: FieldSpec;
  value: unknown;
  onChange(value: unknown): void;
  choices: ImageChoices;
}

/** Draws one field of a page form from its spec; groups and lists draw their fields in turn. */
export function FieldEditor({ spec, value, onChange, choices }: Props) {
  switch (spec.type) {
    case 'text':
      return (
        <TextField
          label={spec.label}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
          required={spec.required}
          helperText={spec.helper}
          multiline={spec.multiline}
          minRows={spec.multiline ? 2 : undefined}
          type={spec.inputType}
          slotProps={{ htmlInput: { maxLength: spec.max } }}
          fullWidth
        />
      );
    case 'richText':
      return <RichTextEditor label={spec.label} value={String(value ?? '')} onChange={onChange} minHeight={140} />;
    case 'number':
      return (
        <TextField
          label={spec.label}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
          required={spec.required}
          helperText={spec.helper}
          // Text with a numeric keyboard, not type=number: that would drop a half-typed value.
          slotProps={{ htmlInput: { inputMode: spec.integer ? 'numeric' : 'decimal' } }}
          fullWidth
        />
      );
    case 'select':
      return (
        <TextField select label={spec.label} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} required={spec.required} helperText={spec.helper} fullWidth>
          {!spec.required && <MenuItem value="">None</MenuItem>}
          {spec.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'boolean':
      return <FormControlLabel control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />} label={spec.label} />;
    case 'date':
      return (
        <TextField
          type="date"
          label={spec.label}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
          required={spec.required}
          helperText={spec.helper}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      );
    case 'image':
      return <StoredImageChoice label={spec.label} none="No image" helper="An image of the library or one of the site's own pictures" value={String(value ?? '')} onChange={onChange} shipped={choices.shipped} />;
    case 'icon':
      return (
        <TextField select label={spec.label} value={String(value ?? SERVICE_ICONS[0])} onChange={(event) => onChange(event.target.value)} fullWidth>
          {SERVICE_ICONS.map((icon) => (
            <MenuItem key={icon} value={icon}>
              {ICON_LABELS[icon]}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'lines':
      return (
        <TextField
          label={spec.label}
          value={((value ?? []) as string[]).join('\n')}
          // Blank lines are kept while typing; the gateway drops them on save.
          onChange={(event) => onChange(event.target.value.split('\n'))}
          helperText={spec.helper}
          multiline
          minRows={3}
          fullWidth
        />
      );
    case 'link': {
      const link = (value ?? { label: '', link: '' }) as { label: string; link: string };
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField label={`${spec.label}: label`} value={link.label} onChange={(event) => onChange({ ...link, label: event.target.value })} fullWidth />
          <TextField label={`${spec.label}: link`} value={link.link} onChange={(event) => onChange({ ...link, link: event.target.value })} helperText="A path such as /contact or a full URL" fullWidth />
        </Box>
      );
    }
    case 'group':
      return <FieldGroup fields={spec.fields} value={(value ?? {}) as Values} onChange={onChange} choices={choices} />;
    case 'list':
      return (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {spec.label && (
            <Typography variant="subtitle2" component="h4">
              {spec.label}
            </Typography>
          )}
          <SortableList
            items={(value ?? []) as Values[]}
            onChange={onChange}
            itemName={spec.itemName}
            titleOf={spec.titleOf}
            blank={spec.blank}
            max={spec.max}
          >
            {(item, index) => (
              <FieldGroup
                fields={spec.fields}
                value={item}
                onChange={(next) => onChange(((value ?? []) as Values[]).map((other, at) => (at === index ? next : other)))}
                choices={choices}
              />
            )}
          </SortableList>
        </Box>
      );
  }
}

/** The fields of one object, each writing its own key. */
export function FieldGroup({ fields, value, onChange, choices }: { fields: readonly FieldSpec[]; value: Values; onChange(value: Values): void; choices: ImageChoices }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {fields.map((field) => (
        <FieldEditor key={field.name} spec={field} value={value[field.name]} onChange={(next) => onChange({ ...value, [field.name]: next })} choices={choices} />
      ))}
    </Box>
  );
}
