// The users resource's own views (spec section 2): the list with role switches, and the details page at
// /adminboard/users/{username}, which is react-admin's edit route of a record; the generated show and
// edit pages are not offered, since the spec's admin changes a user through these controls only.
import type { ResourceProps } from 'react-admin';
import { UserDetails } from './UserDetails.tsx';
import { UserList } from './UserList.tsx';

export const usersOverride: Partial<ResourceProps> = { list: UserList, edit: UserDetails, show: undefined };
