// The role matrix, part 3: support/role-matrix.ts says what it proves and how the routes are dealt to the parts.
import { describeRoleMatrixPart } from './support/role-matrix';

describeRoleMatrixPart(3);
