/** Federation names of the four remotes; the shell's /remotes.json maps each to its mf-manifest.json URL. */
export const remoteNames = ['scoring', 'leaderboard', 'admin', 'assistant'] as const;

export type RemoteName = (typeof remoteNames)[number];

/** Shape of /remotes.json: remote name -> manifest URL (absolute or relative to the page origin). */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
