// The Worker the bench measures: built and served locally as `npm start` does, with the hotel's own
// photos added through the desk.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { BASE, BUILD_DIR, PORT, STATE_DIR } from "./bench-settings.mjs";

/**
 * The hotel's own photos, as staff add them on the desk (the local identity signs in on
 * localhost): two for the Deluxe Room and one for the gallery, so the pages are measured with real
 * photos on them, not only the illustrations.
 */
const SEED_PHOTOS = [
  { page: "/admin/rooms/1", file: "room.png", type: "image/png", alt: "Deluxe Room: the bed and the window over the river" },
  { page: "/admin/rooms/1", file: "room-with-location.jpg", type: "image/jpeg", alt: "Deluxe Room at sunset, the balcony facing the Narmada" },
  { page: "/admin/gallery", file: "room.png", type: "image/png", alt: "A made bed by the river window", heading: "Rooms by the river" },
];

/** Adds SEED_PHOTOS through the desk, and checks the rooms list shows them. */
export async function seedPhotos() {
  for (const [index, photo] of SEED_PHOTOS.entries()) {
    const form = new FormData();
    form.append("intent", "add");
    form.append("request_key", `bench-photo-${index}`);
    form.append("alt", photo.alt);
    if (photo.heading) form.append("heading", photo.heading);
    form.append("photo", new Blob([readFileSync(`tests/fixtures/photos/${photo.file}`)], { type: photo.type }), photo.file);
    const res = await fetch(`${BASE}${photo.page}`, { method: "POST", body: form, headers: { Origin: BASE }, redirect: "manual" });
    if (res.status !== 303) throw new Error(`adding ${photo.file} on ${photo.page} answered ${res.status}`);
  }
  const rooms = await (await fetch(`${BASE}/Room`)).text();
  if (!rooms.includes("/media/photos/")) throw new Error("the rooms list does not show the seeded photos");
}

/** Runs a command to its end; the bench stops when it fails. */
export function sh(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Until the Worker answers its rooms API, for at most a minute. */
export async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${BASE}/api/rooms`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the Worker did not start within 60 s");
}

/** Starts the built Worker on its own port and a fresh state; the answer stops it (also when the bench exits). */
export function startServer() {
  rmSync(STATE_DIR, { recursive: true, force: true });
  const server = spawn("node", ["scripts/start.mjs", "--no-build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(PORT), BUILD_DIR, WRANGLER_PERSIST_DIR: STATE_DIR },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  return stop;
}
