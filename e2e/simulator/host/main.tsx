import { createRoot } from "react-dom/client";
import { App } from "./components/App.tsx";
import { exposeSimulator } from "./simulatorApi.ts";
import { SimulatorHost } from "./simulatorHost.ts";
import "./styles.css";

const host = new SimulatorHost(location.search);
exposeSimulator(host);
const root = document.getElementById("root");
if (root) createRoot(root).render(<App host={host} />);
void host.start();
