import type { AppServices } from "~/services/app-services";
import type { AppConfig } from "../platform/env";

/**
 * What the Worker builds per request: the services the app is given, plus the configuration the
 * Worker's own routes read (the media proxy's origin). Kept out of the app's contract so the app
 * never depends on the Worker's secrets.
 */
export interface WorkerServices extends AppServices {
  config: AppConfig;
}
