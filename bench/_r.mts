import { benchReloadUnderLoad } from "./reloadUnderLoad.ts";

try {
  console.log(JSON.stringify(await benchReloadUnderLoad(100_000, 16, 4)));
} catch (e) {
  console.log("ERR", e);
}
