// Where the cluster supervisor keeps its run files: nginx's configuration, pid, logs and page cache, its own pid and
// the state of the last rolling restart — all under DATA_DIR/cluster, so it runs without root.
import path from 'node:path';

export const clusterRunDir = (dataDir: string) => path.resolve(dataDir, 'cluster');
export const supervisorPidFile = (runDir: string) => path.join(runDir, 'supervisor.pid');
export const restartStatusFile = (runDir: string) => path.join(runDir, 'rolling-restart.json');
