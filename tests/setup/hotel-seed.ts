import { applySettings } from "~/content/hotel";
import { seedSettings } from "~/content/hotel-seed";

// The Worker puts the saved settings in force before anything runs and the browser takes them from
// the root's data; code tested on its own gets the shipped seed, as a fresh deploy would show.
applySettings(seedSettings);
