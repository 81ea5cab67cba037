import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { getOrCreateSecret } from '../../db/secrets.repository';
import type { Mailer } from '../../mail/mailer';
import { alertsApiRoutes, unsubscribePageRoutes } from './alerts.routes';
import { createAlertsService, type AlertsService } from './alerts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Score-band alerts and the daily selections digest (issue 22); sent by the jobs. */
    alerts: AlertsService;
  }
}

/**
 * Alerts (issue 22): the profile's sent alerts and the unsubscribe pages. Sending them after each
 * run is a job, wired outside the app (runtime/jobs.ts).
 */
export const alertsModule = fp<
  Pick<AppContext, 'api' | 'database' | 'readModel' | 'publicUrl'> & { mailer: Mailer }
>(
  async (app, { api, database, readModel, publicUrl, mailer }) => {
    let unsubscribeKey: Promise<string> | null = null;
    const alerts = createAlertsService({
      db: database.db,
      mailer,
      readModel,
      publicUrl,
      secret: () =>
        (unsubscribeKey ??= getOrCreateSecret(database.db, 'alerts-unsubscribe').catch(
          (error: unknown) => {
            unsubscribeKey = null;
            throw error;
          },
        )),
      log: app.log,
    });
    app.decorate('alerts', alerts);
    await api(app, alertsApiRoutes, { alerts });
    await app.register(unsubscribePageRoutes, { alerts, publicUrl });
  },
  { name: 'alerts-module' },
);
