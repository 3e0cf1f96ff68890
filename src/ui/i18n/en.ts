// Only the portal namespace: the back office's texts in the same file stay out of the public bundle.
import { portal } from '../../../i18n/en.json?portal.json';

export default { portal };
