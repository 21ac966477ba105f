/** The fault matrix (matrix.tsx) for answers of 401: every declared screen, every service. */
import { faultMatrix } from './matrix.tsx';

faultMatrix('401');
