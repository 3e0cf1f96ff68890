// The view descriptors of the current resource for the signed-in role.
import { useMemo } from 'react';
import { usePermissions, useResourceContext } from 'react-admin';
import { entityByResource } from '../../../common/model/entities.ts';
import type { Role } from '../../../common/model/roles.ts';
import { entityView, type EntityView } from '../viewModel.ts';

export function useEntityView(): EntityView {
  const resource = useResourceContext();
  if (!resource) throw new Error('useEntityView needs a resource context');
  const { permissions } = usePermissions<Role>();
  return useMemo(() => entityView(entityByResource(resource), permissions ?? 'ANONYMOUS'), [resource, permissions]);
}
