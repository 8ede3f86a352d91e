// The role matrix, part 2: support/role-matrix.ts says what it proves and how the routes are dealt to the parts.
import { describeRoleMatrixPart } from './support/role-matrix';

describeRoleMatrixPart(2);
