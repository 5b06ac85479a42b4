/**
 * `npm run jobs [-- --once]`: runs the background job workers as a process of their own, for
 * deployments that start the server with JOBS_IN_SERVER=false (app/jobs/jobs.server.ts).
 * `--once` runs what is waiting on every queue now and exits (without cron schedules).
 * Stops gracefully on SIGTERM/SIGINT. On the embedded database only one process may run, so
 * stop the server first (or use PostgreSQL).
 */
import { parseArgs } from "node:util";
import { connectDatabase, disconnectDatabase } from "#db/connection";
import { JOB_HANDLERS, runJobsNow, startJobWorkers } from "~/jobs/jobs.server";
import { stopQueue, type QueueName } from "~/services/queue.server";
import { runScript } from "./script-utils";

await runScript(async () => {
  const { values } = parseArgs({ options: { once: { type: "boolean", default: false } } });
  await connectDatabase();
  if (values.once) {
    for (const queue of Object.keys(JOB_HANDLERS) as QueueName[]) {
      const ran = await runJobsNow(queue);
      console.log(`${queue}: ${ran} job${ran === 1 ? "" : "s"} run`);
    }
    await stopQueue();
    await disconnectDatabase();
    return;
  }
  await startJobWorkers();
  console.log("Background jobs are running. Stop with Ctrl+C.");
  await new Promise<void>((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
  });
  console.log("Stopping: letting running jobs finish...");
  await stopQueue();
  await disconnectDatabase();
});
