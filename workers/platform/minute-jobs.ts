import { syncDueFeeds } from "~/channels/channel-sync.server";
import { clearExpiredRegistrations } from "~/desk/check-in/register-retention.server";
import { postDueRoomNightsForAll } from "~/desk/folio/room-night-posting.server";
import { sweepMail } from "~/mail/sweep-mail.server";
import { lapseOverdueDeposits } from "~/payments/lapse-deposits.server";
import { runDeliverySweep } from "./delivery-sweeper";

/**
 * The Cron's work, every minute: stuck mail, the deliveries' sweep, the register's keeping, the
 * folios' night audit, deposits past their deadline and the channels' calendars. Each job runs even
 * when one before it failed: a channel's broken feed must never keep an unpaid request's rooms held.
 */
const jobs: Record<string, (env: Cloudflare.Env, now: Date) => Promise<unknown>> = {
  mail: (env, now) => sweepMail(env, now),
  deliveries: (env) => runDeliverySweep(env),
  register: (env, now) => clearExpiredRegistrations(env.DB, now),
  nightAudit: (env, now) => postDueRoomNightsForAll(env.DB, now),
  deposits: (env, now) => lapseOverdueDeposits(env, now),
  channels: (env, now) => syncDueFeeds(env, now),
};

export async function runMinuteJobs(env: Cloudflare.Env, now: Date): Promise<void> {
  for (const [name, job] of Object.entries(jobs)) {
    try {
      await job(env, now);
    } catch (error) {
      console.error(JSON.stringify({ event: "cron_job_failed", job: name, error: String(error).slice(0, 200) }));
    }
  }
}
