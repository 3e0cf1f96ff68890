// The registration form as one portal checks it: schema/forms/register.json with the longest full name
// that portal accepts (NAME_MAX, in letters; the spec's 20 by default). The server validates signups with
// it, and the /register page builds its rules and hint from it with the number the server tells it, so the
// form never refuses a name the server would take, nor the other way round.
import register from '../../schema/forms/register.json';

/** The spec's limits of a full name, in letters. */
export const NAME_LETTERS = register.properties.name['x-letters'];

/** The characters a full name may take with its spaces and marks: what an account's name is stored in. */
export const NAME_STORED_MAX = register.properties.name.maxLength;

export type RegisterForm = typeof register;

export function registerForm(nameMax: number): RegisterForm {
  const name = { ...register.properties.name, 'x-letters': { ...NAME_LETTERS, max: nameMax } };
  return { ...register, properties: { ...register.properties, name } };
}
