import { configure } from "@testing-library/react";

// Lazy routes and components are transformed on their first import; on a busy
// machine that can take longer than Testing Library's default 1 s wait (seen: over 4 s with a browser
// test running beside it on two cores).
configure({ asyncUtilTimeout: 8000 });
