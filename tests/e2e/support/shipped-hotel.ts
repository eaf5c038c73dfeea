import { applySettings, hotel } from "../../../app/content/hotel";
import { seedSettings } from "../../../app/content/hotel-seed";

/**
 * The hotel as a fresh site shows it: the shipped details and offer in force in this test process,
 * as the Worker puts them in force for every request until staff save their own. Specs that compare
 * the page with `hotel`'s phones or offers import it from here.
 */
applySettings(seedSettings);

export { hotel };
