import { setGlobalOptions } from "firebase-functions/v2";
import { config } from "./config";

setGlobalOptions({ region: config.region, maxInstances: 10 });

export { onUserCreated } from "./users/onUserCreated";
export { claimGuestRecord } from "./users/claimGuestRecord";
export { getPlayerAvailability } from "./availability/getPlayerAvailability";
