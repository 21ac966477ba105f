/** The fault matrix (matrix.tsx) for answers of malformed: every declared screen, every service. */
import { faultMatrix } from './matrix.tsx';

faultMatrix('malformed');
