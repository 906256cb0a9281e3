/** Shown instead of the app when the environment is malformed; names each bad variable. */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main role="alert" style={{ fontFamily: "system-ui, sans-serif", maxWidth: 720, margin: "8vh auto", padding: 24 }}>
      <h1>The app is not configured correctly</h1>
      <p>Fix these environment variables (in .env or the build environment) and start again:</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>
            <code>{p}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
