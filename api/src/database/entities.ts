import { CourseEntity, CourseTeeEntity } from '../modules/course/course.entity';
import { ScoreEntity } from '../modules/score/score.entity';
import { PlayerEntity, TeamEntity } from '../modules/team/team.entity';
import { TournamentEntity } from '../modules/tournament/tournament.entity';

export const entities = [CourseEntity, CourseTeeEntity, TournamentEntity, TeamEntity, PlayerEntity, ScoreEntity];
