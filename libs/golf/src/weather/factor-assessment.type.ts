/** How much one weather factor hurts play: penalty 0 (none) to 3 (severe), or unsafe to play at all. */
export interface FactorAssessment {
  penalty: number;
  suspended: boolean;
  text: string;
}
