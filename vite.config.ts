import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath, URL } from "node:url";
import { parseConfig, ConfigError } from "./src/lib/configSchema.ts";
import { citiesPlugin } from "./build/citiesPlugin.ts";

// Libraries on every page's critical path. MUI components that only some pages
// or dialogs use stay out, so that they load with those pages.
const CORE_PACKAGES = [
  "react",
  "react-dom",
  "scheduler",
  "react-router",
  "react-router-dom",
  "react-redux",
  "redux",
  "immer",
  "reselect",
  "use-sync-external-store",
  "@emotion",
  "stylis",
  "clsx",
  "react-is",
  "@babel/runtime",
  "hoist-non-react-statics",
  "prop-types",
];
const CORE_MUI = ["styles", "ButtonBase", "Button", "IconButton", "Typography", "AppBar", "Toolbar", "Box", "Paper", "SvgIcon", "CircularProgress", "Container", "zero-styled", "DefaultPropsProvider"];
const CORE_MODULES = (id: string): boolean => {
  const path = id.replace(/\\/g, "/");
  const at = path.lastIndexOf("/node_modules/");
  if (at === -1) return false;
  const rest = path.slice(at + "/node_modules/".length);
  if (rest.startsWith("@reduxjs/toolkit/dist/redux-toolkit")) return true;
  if (CORE_PACKAGES.some((p) => rest.startsWith(`${p}/`))) return true;
  const mui = /^@mui\/material\/(?:esm\/)?([^/]+)\//.exec(rest);
  return Boolean(mui?.[1] && CORE_MUI.includes(mui[1]));
};

// The one data path (RTK Query and the app's api): every page that reads data through it needs
// it, and it must not carry the Firestore SDK along (the session's repositories), so it is a
// chunk of its own. A visitor's website on its own domain does without it (CustomSiteRoute).
const DATA_MODULES = (id: string): boolean => {
  const path = id.replace(/\\/g, "/");
  return /\/node_modules\/@reduxjs\/toolkit\/dist\/query\//.test(path) || /\/src\/lib\/(api|messages)\.ts$/.test(path);
};

const SESSION_MODULES = (id: string): boolean => {
  const path = id.replace(/\\/g, "/");
  return (
    /\/node_modules\/(@mui\/icons-material\/(?:esm\/)?(?:NotificationsOutlined|ChatBubbleOutlineOutlined)\.)/.test(path) ||
    /\/src\/(components\/(CountBadge|InitialsAvatar)|features\/notifications\/api\/|features\/notifications\/components\/NotificationsBell|features\/messages\/(api\/inbox|components\/MessagesButton)|app\/shell\/AccountButton|lib\/session\/(api\/|userProfile\.|userDefaults\.))/.test(
      path,
    ) ||
    // The read schemas of what the session reads (the user, the notifications, the inbox).
    /\/packages\/domain\/src\/stored\/(users|notifications|messages)\.ts$/.test(path)
  );
};

// The stored documents' read schemas (packages/domain/src/stored) are imported by many pages, so
// each would be a small chunk of its own, and a page pays about 0.1-0.3 KB gzip for each small
// chunk it loads. These keep the ones that load together in one chunk: the read kit with
// lib/errors.ts (every page that reads a document loads both), a published site's reader with its
// REST reads (a team's website on its own domain: 170 KB budget), and games' and teams' readers
// (which /home, 350 KB, and most signed-in pages read together). The session's are in its chunk.
const READ_KIT_MODULES = /\/src\/lib\/errors\.ts$|\/packages\/domain\/src\/stored\/fields\.ts$/;
const PUBLIC_SITE_MODULES = /\/src\/(features\/sites\/api\/publicSiteRepository|lib\/firestoreRest)\.ts$|\/packages\/domain\/src\/stored\/sites\.ts$/;
const GAMES_AND_TEAMS_MODULES = /\/packages\/domain\/src\/(stored\/(events|teams)|events\/types|teams\/types)\.ts$/;

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  // A malformed environment stops `npm start` and builds here, naming the variable.
  let appConfig;
  try {
    appConfig = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const port = Number(process.env.PORT ?? 5173);
  return {
    plugins: [react(), citiesPlugin()],
    // The validated configuration, handed to src/lib/config.ts.
    define: { __APP_CONFIG__: JSON.stringify(appConfig), __APP_ENVIRONMENT__: JSON.stringify(appConfig.environment) },
    resolve: {
      alias: [
        { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
        // react-router 7 exports only its development build (dev warnings, ~30 KB
        // more); builds take the production one it ships next to it
        // (remix-run/react-router#14753). Dev server and tests keep the warnings.
        ...(command === "build"
          ? [
              { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
              { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
            ]
          : []),
      ],
    },
    // Lazy routes import these on first use; listing them avoids a dev-server re-optimise and page reload mid-session.
    optimizeDeps: {
      include: [
        "firebase/app",
        "firebase/auth",
        "firebase/firestore",
        "firebase/functions",
        "firebase/database",
        "firebase/storage",
        "firebase/analytics",
        "@mui/x-date-pickers/LocalizationProvider",
        "@mui/x-date-pickers/AdapterDateFns",
        "@mui/x-date-pickers/DatePicker",
        "@mui/x-date-pickers/TimeField",
        "@mui/material/Autocomplete",
        "@mui/material/Tabs",
        "@mui/material/Tab",
        "@hookform/resolvers/zod",
        "react-hook-form",
        "zod",
        "ngeohash",
        "date-fns",
        "@mui/material/*",
      ],
    },
    server: { host: "127.0.0.1", port, strictPort: true, allowedHosts: [".localhost"] },
    preview: { host: "127.0.0.1", port, strictPort: true, allowedHosts: [".localhost"] },
    build: {
      target: "es2022",
      sourcemap: true,
      chunkSizeWarningLimit: 800,
      // Preload what index.html needs and, with the signed-in session and Firebase, what they import (the data
      // path every signed-in page waits on). A lazy page's own imports are fetched when it loads instead: listing
      // them for every route put a 2.3 KB (gzip) map of file names into the entry that every page downloads.
      modulePreload: { resolveDependencies: (file, deps, { hostType }) => (hostType === "html" || /\/(session|data|firebase)-/.test(file) ? deps : []) },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What every page needs, as one chunk (compresses better than many small ones).
              { name: "core", test: CORE_MODULES, priority: 10 },
              { name: "data", test: DATA_MODULES, priority: 9, includeDependenciesRecursively: false },
              // What only a signed-in session loads on every page (the bell, the messages
              // button, the account menu, the user document and their readers): one chunk instead of a dozen small ones.
              { name: "session", test: SESSION_MODULES, priority: 8, includeDependenciesRecursively: false },
              // Stored documents' readers, in the chunks of the pages that read them (see READ_KIT_MODULES).
              { name: "readKit", test: READ_KIT_MODULES, priority: 7, includeDependenciesRecursively: false },
              { name: "publicSite", test: PUBLIC_SITE_MODULES, priority: 7, includeDependenciesRecursively: false },
              { name: "gamesAndTeams", test: GAMES_AND_TEAMS_MODULES, priority: 7, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
});
