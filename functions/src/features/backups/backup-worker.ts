import { writeBackup, type BackupSources } from './backup-writer';

/**
 * The process `runBackup` (backup-runner.ts) starts for each backup. libsql runs `VACUUM INTO`
 * synchronously, so the copy is taken here, off the server's event loop: the server keeps
 * answering while the database is copied, packed and checked. It receives the sources over IPC,
 * answers with the written backup (writeBackup never throws: a failure is a bad backup) and ends.
 */
process.once('message', (message) => {
  void writeBackup(message as Omit<BackupSources, 'now'>).then((written) => {
    process.send?.(written, () => process.exit(0));
  });
});
