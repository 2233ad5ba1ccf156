import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. The lock
 * file names the owning process; a lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'atrium.lock');
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(fs.readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another Atrium process (pid ${owner}). ` +
          'Stop it first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
      );
    }
    fs.writeFileSync(file, String(process.pid));
  }
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
