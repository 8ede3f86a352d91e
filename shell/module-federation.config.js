// The shell is a pure host: no exposes, and no remotes at build time (they come from /remotes.json).
export default { name: 'shell' };
