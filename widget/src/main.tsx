import { createRoot } from "react-dom/client";

function App() {
  return <p>Gift ideas will appear here.</p>;
}

createRoot(document.getElementById("root") as HTMLElement).render(<App />);
