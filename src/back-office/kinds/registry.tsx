// The one registry of property kinds, keyed by the input kind of the shared property analyzer (propertyTraits): for
// each kind, the field that displays it, the input that edits it and the filter that narrows a list by it, side by side.
import { cloneElement, type ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ArrayField,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  ChipField,
  DateTimeInput,
  EmailField,
  NullableBooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  ReferenceOneField,
  SelectField,
  SelectInput,
  SingleFieldList,
  TextField,
  TextInput,
} from 'react-admin';
import { asciiDigits } from '../../../common/model/asciiDigits.ts';
import type { InputKind } from '../../../common/model/properties.ts';
import { entityByResource } from '../../../common/model/entities.ts';
import { choicesOf, pickerText, type InputView, type PropertyView } from '../viewModel.ts';
import { DmyDateInput, PartialDateInput } from './DateInputs.tsx';
import { ImageLinkField } from './ImageLinkField.tsx';
import { LocalDateTimeField } from './LocalDateTimeField.tsx';
import { LocalDigitsField } from './LocalDigitsField.tsx';
import { PartialDateField } from './PartialDateField.tsx';
import { PictureInput } from './PictureInput.tsx';
import { ReferenceByInput } from './ReferenceByInput.tsx';
import { WebLinkField } from './WebLinkField.tsx';
import { yearFilters } from './YearFilters.tsx';
import { UserNameField } from './UserNameField.tsx';
import { toValidators } from './validators.ts';

export type DisplayContext = 'list' | 'show';

export interface KindRenderers {
  field: (view: PropertyView, context: DisplayContext) => ReactElement;
  /** null: the kind is never edited in a form (lists are computed by the server). */
  input: (view: InputView) => ReactElement | null;
  /** Absent (or null): the kind is searched through the list's free-text `q` instead; several: one filter in several inputs. */
  filter?: (view: PropertyView) => ReactElement | ReactElement[] | null;
}

const fieldProps = (view: PropertyView) => ({ source: view.source, label: view.label, sortable: view.sortable });

const inputProps = (view: InputView) => ({
  source: view.source,
  label: view.label,
  validate: toValidators(view.validators),
  defaultValue: view.defaultValue,
});

const asFilter = (view: PropertyView): InputView => ({ ...view, validators: [], defaultValue: undefined });

// Long texts stay two lines high in a list row.
const CLAMPED = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 360 } as const;

/** As react-admin's own parse (an emptied input is null), with Arabic-Indic digits made 0 to 9. */
const parsePhone = (value: string): string | null => (value === '' ? null : asciiDigits(value));

// Numbers and addresses read left to right on an Arabic or Hebrew page too; free text follows its first letter.
const LEFT_TO_RIGHT = { htmlInput: { dir: 'ltr' } };

const textKind = (type: 'text' | 'tel' | 'url' | 'time'): KindRenderers => ({
  field: (view) => (view.schema['x-username-of'] ? <UserNameField {...fieldProps(view)} /> : <TextField {...fieldProps(view)} />),
  input: (view) =>
    type === 'text' ? (
      <TextInput {...inputProps(view)} slotProps={{ htmlInput: { dir: 'auto' } }} />
    ) : (
      // A phone typed on an Arabic keyboard arrives as ٠٥٠…; it is stored as the digits 050…. A link is typed in
      // a text input with the URL keyboard: type="url" would let the browser refuse it in its own language,
      // before our translated rule (web-url) says why.
      <TextInput
        {...inputProps(view)}
        type={type === 'url' ? 'text' : type}
        slotProps={{ htmlInput: { ...LEFT_TO_RIGHT.htmlInput, inputMode: type } }}
        parse={type === 'tel' ? parsePhone : undefined}
      />
    ),
});

/** The filter of a reference's choices (`among`): the records whose field equals the form's value (a father's wives). */
function AmongReferenceInput({
  among,
  ...props
}: {
  among: { field: string; equals: string };
  source: string;
  reference: string;
  children: ReactElement;
}) {
  const value: unknown = useWatch({ name: among.equals });
  return <ReferenceInput {...props} filter={{ [among.field]: value ?? -1 }} />;
}

function referenceInput(view: InputView): ReactElement {
  const { resource, by, among } = view.schema['x-reference']!;
  const props = inputProps(view);
  if (by) return <ReferenceByInput {...props} reference={resource} by={by} />;
  if (among)
    return (
      <AmongReferenceInput among={among} source={props.source} reference={resource}>
        <AutocompleteInput label={props.label} validate={props.validate} optionText={pickerText(entityByResource(resource))} />
      </AmongReferenceInput>
    );
  return (
    <ReferenceInput source={props.source} reference={resource}>
      <AutocompleteInput label={props.label} validate={props.validate} optionText={pickerText(entityByResource(resource))} />
    </ReferenceInput>
  );
}

function referenceField(view: PropertyView): ReactElement {
  const { resource, by } = view.schema['x-reference']!;
  if (!by) return <ReferenceField {...fieldProps(view)} reference={resource} link="show" />;
  return (
    <ReferenceOneField {...fieldProps(view)} reference={resource} target={by} link="show">
      <TextField source={by} />
    </ReferenceOneField>
  );
}

export const KINDS: Record<InputKind, KindRenderers> = {
  text: textKind('text'),
  tel: textKind('tel'),
  // A time of day (HH:MM): the browser's own clock input.
  time: textKind('time'),
  textarea: {
    field: (view, context) => <TextField {...fieldProps(view)} sx={context === 'list' ? CLAMPED : { whiteSpace: 'pre-line' }} />,
    input: (view) => <TextInput {...inputProps(view)} multiline minRows={3} />,
  },
  number: {
    field: (view) => <LocalDigitsField {...fieldProps(view)} />,
    input: (view) => <NumberInput {...inputProps(view)} />,
    // A number is offered as a filter only where the schema asks (a generation); a photo's width is no way to find it.
    filter: (view) => (view.schema['x-filter'] ? <NumberInput source={view.source} label={view.label} min={1} /> : null),
  },
  boolean: {
    field: (view) => <BooleanField {...fieldProps(view)} />,
    input: (view) => <BooleanInput {...inputProps(view)} />,
    filter: (view) => <NullableBooleanInput source={view.source} label={view.label} />,
  },
  select: {
    field: (view) => <SelectField {...fieldProps(view)} choices={choicesOf(view.schema)} />,
    input: (view) => <SelectInput {...inputProps(view)} choices={choicesOf(view.schema)} />,
    filter: (view) => <SelectInput {...inputProps(asFilter(view))} choices={choicesOf(view.schema)} />,
  },
  // The wire's DD-MM-YYYY is already how the portal writes dates: shown in that order, in the reader's digits.
  date: {
    field: (view) => <LocalDigitsField {...fieldProps(view)} />,
    input: (view) => <DmyDateInput {...inputProps(view)} />,
  },
  // A date as remembered, said in the reader's words and digits ("حوالي ١٩٤٨"); typed so too.
  'partial-date': {
    field: (view) => <PartialDateField {...fieldProps(view)} />,
    input: (view) => <PartialDateInput {...inputProps(view)} />,
    filter: (view) => yearFilters(view.source, view.label),
  },
  datetime: {
    field: (view) => <LocalDateTimeField {...fieldProps(view)} />,
    input: (view) => <DateTimeInput {...inputProps(view)} />,
  },
  email: {
    field: (view) => <EmailField {...fieldProps(view)} />,
    input: (view) => <TextInput {...inputProps(view)} type="email" slotProps={LEFT_TO_RIGHT} />,
  },
  url: {
    ...textKind('url'),
    field: (view) => <WebLinkField {...fieldProps(view)} />,
  },
  image: {
    field: (view, context) => <ImageLinkField {...fieldProps(view)} thumb={context === 'list'} />,
    input: (view) => <PictureInput {...inputProps(view)} linkSource={view.name} />,
  },
  reference: {
    field: referenceField,
    input: referenceInput,
    filter: (view) => referenceInput(asFilter(view)),
  },
  // A list's items are shown by their `name` (a user's roles, a member's children).
  list: {
    field: (view) => (
      <ArrayField {...fieldProps(view)}>
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ArrayField>
    ),
    input: () => null,
  },
};

const keyed = (element: ReactElement | null, view: PropertyView, props: object = {}) =>
  element && cloneElement(element, { key: view.name, ...props });

// A record's page says a value is missing; a list's empty cell stays empty rather than repeat it down the column.
const EMPTY_TEXT: Record<DisplayContext, object> = { show: { emptyText: 'portal.common.notRecorded' }, list: {} };

/** The elements of a list of views, keyed, for a Datagrid, a show layout, a form or a filter bar. */
export const fieldsOf = (views: PropertyView[], context: DisplayContext) =>
  views.map((v) => keyed(KINDS[v.kind].field(v, context), v, EMPTY_TEXT[context]));
export const inputsOf = (views: InputView[]) => views.map((v) => keyed(KINDS[v.kind].input(v), v)).filter((e) => e !== null);
export const filtersOf = (views: PropertyView[]) =>
  views.flatMap((v) => {
    const filter = KINDS[v.kind].filter?.(v) ?? null;
    // Several inputs of one filter come keyed by their own sources.
    return Array.isArray(filter) ? filter : [keyed(filter, v)].filter((e) => e !== null);
  });
