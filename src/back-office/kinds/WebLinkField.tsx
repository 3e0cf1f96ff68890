// A stored link, clickable only when it is an http or https address: anything else (an old record,
// a `javascript:` text) is shown as plain text, never as a live link.
import { TextField, UrlField, useRecordContext, type UrlFieldProps } from 'react-admin';
import { isWebUrl } from '../../../common/model/webUrl.ts';

export function WebLinkField(props: UrlFieldProps & { source: string }) {
  const record = useRecordContext();
  const value: unknown = record?.[props.source];
  return typeof value === 'string' && isWebUrl(value) ? (
    <UrlField {...props} target="_blank" rel="noopener noreferrer" />
  ) : (
    <TextField {...props} />
  );
}
