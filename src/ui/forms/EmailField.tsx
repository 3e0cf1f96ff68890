// An e-mail address, as the registration, the reset by e-mail and the contact form ask it: the phone's
// e-mail keyboard, no capital first letter, and the browser's saved address offered.
import type { ComponentProps } from 'react';
import { Field } from './Field.tsx';

export function EmailField(props: ComponentProps<typeof Field>) {
  return <Field type="email" autoComplete="email" autoCapitalize="none" inputMode="email" {...props} />;
}
