// A select of another resource's records that stores one of their unique properties instead of the id
// (`x-reference.by`: an image names its album). ReferenceInput cannot do this: it resolves values by id.
import { SelectInput, useGetList, type Validator } from 'react-admin';

interface Props {
  source: string;
  label: string;
  reference: string;
  by: string;
  validate?: Validator[];
}

/** Enough for a family's albums; the select is not paged. */
const MAX_CHOICES = 1000;

export function ReferenceByInput({ reference, by, ...props }: Props) {
  const { data = [], isPending } = useGetList(reference, {
    pagination: { page: 1, perPage: MAX_CHOICES },
    sort: { field: by, order: 'ASC' },
  });
  return <SelectInput {...props} choices={data} optionValue={by} optionText={by} translateChoice={false} isPending={isPending} />;
}
