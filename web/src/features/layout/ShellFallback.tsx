// The HTML shell of web/index.html (same markup, same inline CSS), shown while the first translations or
// the header's code load, so the screen never goes blank between the shell and the app.
export function ShellFallback() {
  return (
    <div aria-hidden="true">
      <div className="shell-header">
        <div className="shell-row">
          <span className="shell-brand">Jambo Africa</span>
          <i />
          <i />
          <i />
        </div>
        <div className="shell-nav-bar">
          <div className="shell-nav">
            <i />
            <i />
            <i />
            <i />
            <i />
          </div>
        </div>
      </div>
      <div className="shell-main">
        <i />
        <i />
      </div>
    </div>
  );
}
