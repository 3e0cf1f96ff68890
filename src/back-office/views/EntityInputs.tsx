// The inputs of a resource's form, shared by its create and edit pages.
import { inputsOf } from '../kinds/registry.tsx';
import { useEntityView } from './useEntityView.ts';

export function EntityInputs() {
  const view = useEntityView();
  return <>{inputsOf(view.inputs)}</>;
}
