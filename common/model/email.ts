// The portal's one e-mail rule, the meaning of `format: "email"` in every schema: the server's Ajv
// and the browser's form rules both test addresses with it. Loose on purpose (one @, no spaces, a
// dotted domain without empty labels): the activation mail is the real test of an address.

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmail = (text: string): boolean => EMAIL.test(text);
