import type { MigrationInterface, QueryRunner } from 'typeorm';

const createCourses = `
  CREATE TABLE courses (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL,
    location text NOT NULL,
    latitude double precision CHECK (latitude BETWEEN -90 AND 90),
    longitude double precision CHECK (longitude BETWEEN -180 AND 180),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT courses_name_location_key UNIQUE (name, location)
  )`;

const createCourseTees = `
  CREATE TABLE course_tees (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
    sort_order smallint NOT NULL CHECK (sort_order >= 0),
    name text NOT NULL,
    slope smallint CHECK (slope BETWEEN 55 AND 155),
    course_rating numeric(4,1),
    par smallint NOT NULL CHECK (par > 0),
    holes jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(holes) = 'array'),
    CONSTRAINT course_tees_course_order_key UNIQUE (course_id, sort_order)
  )`;

const createTournaments = `
  CREATE TABLE tournaments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL,
    course_name text NOT NULL,
    course_id uuid REFERENCES courses (id) ON DELETE SET NULL,
    date date NOT NULL,
    format text NOT NULL CHECK (format IN ('best-ball', 'scramble', 'stroke-play', 'match-play')),
    holes jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(holes) = 'array'),
    admin_user_id text NOT NULL,
    status text NOT NULL DEFAULT 'upcoming' CHECK (status IN ('upcoming', 'active', 'completed')),
    charity_name text NOT NULL,
    charity_goal_cents bigint NOT NULL CHECK (charity_goal_cents >= 0),
    charity_raised_cents bigint NOT NULL DEFAULT 0 CHECK (charity_raised_cents >= 0),
    sponsors text[] NOT NULL DEFAULT '{}',
    charity_paypal_link text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`;

const createTeams = `
  CREATE TABLE teams (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    name text NOT NULL,
    invite_code char(6) NOT NULL CHECK (invite_code ~ '^[A-Z0-9]{6}$'),
    starting_hole smallint CHECK (starting_hole BETWEEN 1 AND 18),
    current_hole smallint NOT NULL DEFAULT 1 CHECK (current_hole BETWEEN 1 AND 18),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT teams_invite_code_key UNIQUE (invite_code)
  )`;

const createPlayers = `
  CREATE TABLE players (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    name text NOT NULL,
    email text,
    handicap numeric(4,1) NOT NULL DEFAULT 18 CHECK (handicap BETWEEN 0 AND 54),
    position smallint NOT NULL CHECK (position BETWEEN 1 AND 4),
    checked_in boolean NOT NULL DEFAULT false,
    checked_in_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT players_team_position_key UNIQUE (team_id, position)
  )`;

const createScores = `
  CREATE TABLE scores (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    hole smallint NOT NULL CHECK (hole BETWEEN 1 AND 18),
    strokes smallint NOT NULL CHECK (strokes BETWEEN 1 AND 12),
    net_score numeric(4,1) NOT NULL,
    is_best boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT scores_tournament_team_player_hole_key UNIQUE (tournament_id, team_id, player_id, hole)
  )`;

const createIndexes = [
  'CREATE INDEX tournaments_date_idx ON tournaments (date)',
  'CREATE INDEX tournaments_admin_user_id_idx ON tournaments (admin_user_id)',
  'CREATE INDEX tournaments_course_id_idx ON tournaments (course_id)',
  'CREATE INDEX teams_tournament_id_idx ON teams (tournament_id)',
  'CREATE INDEX players_lower_email_idx ON players (lower(email))',
  'CREATE INDEX scores_team_id_idx ON scores (team_id)',
  'CREATE INDEX scores_player_id_idx ON scores (player_id)',
];

export class InitialSchema1795300000000 implements MigrationInterface {
  name = 'InitialSchema1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [createCourses, createCourseTees, createTournaments, createTeams, createPlayers, createScores];
    for (const statement of [...statements, ...createIndexes]) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['scores', 'players', 'teams', 'tournaments', 'course_tees', 'courses']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
