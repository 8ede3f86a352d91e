// Generated bad input, part 2: support/bad-input.ts says what it proves and how the routes are dealt to the parts.
import { describeBadInputPart } from './support/bad-input';

describeBadInputPart(2);
