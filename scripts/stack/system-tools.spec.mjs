import { describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSystemTools, systemTools, which } from './system-tools.mjs';

/**
 * A machine with these commands; `install` adds the commands its packages bring.
 * @param {string[]} present
 */
function fakeMachine(present) {
  const installed = new Set(present);
  /** @type {string[][]} */
  const installs = [];
  /** @type {string[]} */
  const lines = [];
  return {
    which: (/** @type {string} */ command) => (installed.has(command) ? `/usr/bin/${command}` : undefined),
    install: (/** @type {string[]} */ packages) => {
      installs.push(packages);
      for (const tool of systemTools) if (packages.includes(tool.debianPackage)) installed.add(tool.command);
    },
    log: (/** @type {string} */ line) => lines.push(line),
    installs,
    lines,
  };
}

const everything = systemTools.map((tool) => tool.command);

describe('ensureSystemTools', () => {
  it('does nothing when every tool is there', () => {
    const machine = fakeMachine(everything);
    expect(ensureSystemTools({ ...machine, canInstall: true })).toEqual([]);
    expect(machine.installs).toEqual([]);
    expect(machine.lines).toEqual([]);
  });

  it('installs the missing tools as root with apt-get, each package once, and says so first', () => {
    const machine = fakeMachine(everything.filter((command) => !['nginx', 'pg_dump', 'pg_restore'].includes(command)));
    expect(ensureSystemTools({ ...machine, canInstall: true })).toEqual(['nginx-light', 'postgresql-client']);
    expect(machine.installs).toEqual([['nginx-light', 'postgresql-client']]);
    expect(machine.lines).toEqual(['[fairway] installing what the tests need: apt-get install -y nginx-light postgresql-client']);
  });

  it('fails at once naming each missing tool, what needs it and the command to get it, when it cannot install', () => {
    const machine = fakeMachine(everything.filter((command) => command !== 'nginx' && command !== 'redis-server'));
    const attempt = () => ensureSystemTools({ ...machine, canInstall: false });
    expect(attempt).toThrow(/nginx \(Debian package nginx-light\), for the fault suite \(api\/test\/faults\)/);
    expect(attempt).toThrow(/redis-server \(Debian package redis-server\)/);
    expect(attempt).toThrow(/sudo apt-get install -y nginx-light redis-server/);
    expect(machine.installs).toEqual([]);
  });

  it('fails when a tool is still missing after the install', () => {
    const machine = fakeMachine(everything.filter((command) => command !== 'redis-server'));
    const attempt = () => ensureSystemTools({ ...machine, install: () => {}, canInstall: true });
    expect(attempt).toThrow(/installed redis-server but still cannot find:\n {2}- redis-server/);
  });

  it('passes an installer failure on', () => {
    const machine = fakeMachine([]);
    const install = () => {
      throw new Error('apt-get install -y ... exited 100');
    };
    expect(() => ensureSystemTools({ ...machine, install, canInstall: true })).toThrow('exited 100');
  });
});

describe('which', () => {
  it('finds an executable on the PATH, not a plain file, and checks absolute paths as they are', () => {
    const folder = mkdtempSync(join(tmpdir(), 'fairway-which-'));
    try {
      writeFileSync(join(folder, 'tool'), '#!/bin/sh\n');
      chmodSync(join(folder, 'tool'), 0o755);
      writeFileSync(join(folder, 'not-a-tool'), 'text');
      expect(which('tool', folder)).toBe(join(folder, 'tool'));
      expect(which('not-a-tool', folder)).toBeUndefined();
      expect(which('no-such-tool-anywhere', folder)).toBeUndefined();
      expect(which(join(folder, 'tool'), '')).toBe(join(folder, 'tool'));
      expect(which(join(folder, 'missing'), '')).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true });
    }
  });
});
