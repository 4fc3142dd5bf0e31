// @ts-check
/**
 * The file picker: a button that opens the browser's file chooser and sends the chosen file
 * to the kernel as one binary buffer, {"type": "file", "name"} with the bytes. Plain ES
 * module for anywidget.
 *
 * Only the first `limit` + 1 bytes are read and sent: a longer file is refused by the kernel
 * as too large (it sees that it got more than `limit`), and no message grows past what the
 * server accepts. Choosing the same file again sends it again.
 */

/** @param {{ model: any, el: HTMLElement }} view */
function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.hidden = true;
  input.accept = model.get("accept");
  input.tabIndex = -1;

  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-widgets jupyter-button widget-button";
  const icon = document.createElement("i");
  icon.className = "fa fa-upload";
  icon.setAttribute("aria-hidden", "true");
  button.append(icon, " ", model.get("description"));
  button.addEventListener("click", () => input.click());

  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    if (!file) return;
    const bytes = await file.slice(0, model.get("limit") + 1).arrayBuffer();
    model.send({ type: "file", name: file.name }, undefined, [bytes]);
    input.value = "";
  });
  el.append(button, input);
}

export default { render };
