import { configure } from "@testing-library/react";

// Lazy routes and components are transformed on their first import; on a busy
// machine that can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 4000 });
