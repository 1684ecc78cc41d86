// The stage page: draws the screens the engine sent (docs/json.md, "The stage page") and plays
// the frames it sampled, at their own instants. It computes no motion of its own: a transition
// is the engine's frames, shown each at the wall time its instant falls due, never a CSS tween.
"use strict";
(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const data = JSON.parse(document.getElementById("proscenium-data").textContent);
  const byId = (id) => document.getElementById(id);
  const device = byId("device");
  const timeline = byId("timeline");
  const calls = byId("calls");
  const live = data.mode === "live";
  const steps = data.steps || [];
  let demo = false;
  let index = -1;
  let event = null;
  let playing = null;
  let socket = null;

  // Preferences a speaker sets once: kept in this browser, not in the session.
  const prefs = (() => {
    try {
      return JSON.parse(localStorage.getItem("proscenium-stage") || "{}");
    } catch (e) {
      return {};
    }
  })();
  function savePrefs() {
    try {
      localStorage.setItem("proscenium-stage", JSON.stringify(prefs));
    } catch (e) {
      /* a page opened from a file may have no storage */
    }
  }
  function applyPrefs() {
    document.body.dataset.theme = prefs.theme || "dark";
    byId("theme").value = prefs.theme || "dark";
    document.documentElement.style.setProperty("--type", (prefs.type || 16) + "px");
    document.body.classList.toggle("no-names", prefs.names === false);
    byId("names").checked = prefs.names !== false;
    byId("speed").value = String(prefs.speed || 1);
  }

  function node(name, attrs, parent) {
    const n = document.createElementNS(SVG, name);
    for (const k in attrs) n.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(n);
    return n;
  }
  const num = (v) => String(Math.round(v * 100) / 100);

  // The popover's arrow: a triangle on the side of the popover its view touches, pointing away.
  function arrowPoints(v, views) {
    const p = views.find((o) => o.name === "presented" || o.name === "wrapper");
    const x0 = v.x, y0 = v.y, x1 = v.x + v.width, y1 = v.y + v.height;
    const mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
    if (!p) return [[x0, y1], [mx, y0], [x1, y1]];
    if (y1 <= p.y + 1) return [[x0, y1], [mx, y0], [x1, y1]];
    if (y0 >= p.y + p.height - 1) return [[x0, y0], [mx, y1], [x1, y0]];
    if (x1 <= p.x + 1) return [[x1, y0], [x0, my], [x1, y1]];
    return [[x0, y0], [x1, my], [x0, y1]];
  }

  // One screen: the device's edge, the window, every view at its frame in points, the status bar
  // and the safe area. Each view's group carries its name and frame for tests and teachers.
  function drawScene(scene) {
    const [w, h] = scene.window;
    const b = 14;
    device.textContent = "";
    device.setAttribute("viewBox", `${-b} ${-b} ${w + 2 * b} ${h + 2 * b}`);
    device.dataset.width = num(w);
    device.dataset.height = num(h);
    device.dataset.phase = scene.phase;
    device.dataset.time = String(scene.time);
    node("rect", { class: "bezel", x: -b, y: -b, width: w + 2 * b, height: h + 2 * b, rx: 2 * b }, device);
    const defs = node("defs", {}, device);
    const clip = node("clipPath", { id: "window-clip" }, defs);
    node("rect", { x: 0, y: 0, width: w, height: h }, clip);
    node("rect", { id: "window", x: 0, y: 0, width: w, height: h, fill: "#000000" }, device);
    const views = node("g", { id: "views", "clip-path": "url(#window-clip)" }, device);
    scene.views.forEach((v, i) => {
      const g = node("g", { class: "view", opacity: num(v.alpha) }, views);
      g.dataset.view = v.name || "";
      g.dataset.x = num(v.x);
      g.dataset.y = num(v.y);
      g.dataset.width = num(v.width);
      g.dataset.height = num(v.height);
      if (v.presented) g.classList.add("presented");
      if (v.shaded) g.classList.add("shaded");
      if (v.dark) g.classList.add("dark");
      if (v.shadow && v.shadow.opacity > 0) {
        const id = "shadow-" + i;
        const f = node("filter", { id, x: "-50%", y: "-50%", width: "200%", height: "200%" }, defs);
        node("feGaussianBlur", { stdDeviation: num(v.shadow.radius / 2) }, f);
        node("rect", {
          x: v.x + v.shadow.x, y: v.y + v.shadow.y, width: v.width, height: v.height, rx: v.radius,
          fill: v.shadow.color, "fill-opacity": num(v.shadow.opacity), filter: `url(#${id})`,
        }, g);
      }
      const paint = { fill: v.fill };
      if (v.fill !== "none" && v.fillOpacity < 1) paint["fill-opacity"] = num(v.fillOpacity);
      if (v.name === "arrow") {
        const pts = arrowPoints(v, scene.views).map((p) => p.map(num).join(",")).join(" ");
        node("polygon", Object.assign({ class: "body", points: pts }, paint), g);
      } else {
        const r = node("rect", Object.assign({
          class: "body", x: v.x, y: v.y, width: Math.max(0, v.width), height: Math.max(0, v.height),
          "vector-effect": "non-scaling-stroke",
        }, paint), g);
        if (v.radius > 0) r.setAttribute("rx", v.radius);
        node("title", {}, r).textContent = `${v.name || "view"} {${num(v.x)}, ${num(v.y)}, ${num(v.width)}, ${num(v.height)}}`;
      }
      // A name under the status bar, not on it, when the view runs under it.
      const top = v.y < scene.safeArea.top && v.y + v.height > scene.safeArea.top + 40 ? scene.safeArea.top : v.y;
      if (v.label && v.name && v.y + v.height - top >= 18) {
        node("text", { class: "name", x: v.x + 6, y: top + 17 }, g).textContent = v.name;
      }
      if (v.text && v.y + v.height - top >= 36) {
        const room = Math.max(1, Math.floor((v.width - 12) / 8));
        const t = v.text.length > room ? v.text.slice(0, room - 1) + "\u2026" : v.text;
        node("text", { class: "content", x: v.x + 6, y: top + 34 }, g).textContent = t;
      }
    });
    const s = scene.safeArea;
    if (s.top >= 20) {
      const bar = node("g", { class: "status" }, device);
      const y = Math.min(s.top - 4, 16) + Math.max(0, (s.top - 20) / 2);
      node("text", { x: 22, y }, bar).textContent = "9:41";
      node("rect", { x: w - 44, y: y - 10, width: 24, height: 11, rx: 3 }, bar);
    }
    const safe = node("g", { class: "safe-area" }, device);
    if (s.top > 0) node("line", { class: "safe", x1: 0, y1: s.top, x2: w, y2: s.top }, safe);
    if (s.bottom > 0) node("line", { class: "safe", x1: 0, y1: h - s.bottom, x2: w, y2: h - s.bottom }, safe);
    if (s.left > 0) node("line", { class: "safe", x1: s.left, y1: 0, x2: s.left, y2: h }, safe);
    if (s.right > 0) node("line", { class: "safe", x1: w - s.right, y1: 0, x2: w - s.right, y2: h }, safe);
    node("rect", { class: "window-edge", x: 0, y: 0, width: w, height: h }, device);
  }

  // The trace: a few calls before the command, dimmed, then the command's own, highlighted.
  function drawTrace(ev) {
    calls.textContent = "";
    calls.start = ev.trace.first + 1;
    const add = (c, cls) => {
      const li = document.createElement("li");
      li.className = cls;
      li.dataset.t = String(c.t);
      const time = document.createElement("span");
      time.className = "time";
      time.textContent = c.t.toFixed(3) + "  ";
      const receiver = document.createElement("span");
      receiver.className = "receiver";
      receiver.textContent = c.receiver;
      li.append(time, receiver, "  " + "  ".repeat(Math.min(c.depth, 8)) + c.call + (c.result === null ? "" : " \u2192 " + c.result));
      calls.appendChild(li);
      return li;
    };
    ev.trace.earlier.forEach((c) => add(c, "earlier"));
    let first = null;
    ev.trace.calls.forEach((c) => {
      const li = add(c, "now");
      first = first || li;
    });
    (first || calls.lastElementChild || calls).scrollIntoView({ block: "start" });
  }

  // During playback, the call the transition has reached.
  function markCall(seconds) {
    if (!event || !event.motion) return;
    const at = event.motion.start + seconds + 1e-9;
    let mark = null;
    for (const li of calls.querySelectorAll("li.now")) {
      li.classList.remove("current");
      if (Number(li.dataset.t) <= at) mark = li;
    }
    if (mark) {
      mark.classList.add("current");
      mark.scrollIntoView({ block: "nearest" });
    }
  }

  // The timeline: one bar per animated property, the interactive phases, a tick per frame, a dot
  // per call, and the playhead.
  function drawTimeline(ev) {
    timeline.textContent = "";
    const m = ev.motion;
    const row = (prefs.type || 16) * 1.2;
    if (!m) {
      timeline.setAttribute("viewBox", `0 0 1000 ${row}`);
      timeline.setAttribute("height", row);
      node("text", { x: 0, y: row * 0.8 }, timeline).textContent = "no transition in this step";
      return;
    }
    const rows = m.tracks.length + 3;
    const width = 1000, left = 260, right = 20;
    const height = row * rows + 8;
    timeline.setAttribute("viewBox", `0 0 ${width} ${height}`);
    timeline.setAttribute("height", height);
    const span = m.span > 0 ? m.span : 1;
    const x = (t) => left + ((width - left - right) * Math.max(0, Math.min(t, span))) / span;
    timeline.dataset.span = String(m.span);
    node("text", { x: 0, y: row * 0.8 }, timeline).textContent =
      `${m.kind}${m.animator ? " \u00b7 " + m.animator : ""}${m.cancelled ? " \u00b7 cancelled" : ""} \u00b7 ${m.span.toFixed(3)} s`;
    const axis = row * 2;
    node("text", { x: 0, y: row * 1.8 }, timeline).textContent = "frames, calls";
    node("line", { class: "axis", x1: left, y1: axis, x2: width - right, y2: axis }, timeline);
    m.frames.forEach((f) => node("line", { class: "frame", x1: x(f.t), y1: axis - row * 0.3, x2: x(f.t), y2: axis }, timeline));
    ev.trace.calls.forEach((c) => {
      const t = c.t - m.start;
      if (t >= 0 && t <= span) node("circle", { class: "call", cx: x(t), cy: axis - row * 0.55, r: 2.5 }, timeline);
    });
    m.phases.forEach((p) => {
      node("rect", { class: "phase", x: x(p.from), y: axis + 2, width: Math.max(1, x(p.to) - x(p.from)), height: row - 6 }, timeline);
    });
    m.tracks.forEach((t, i) => {
      const y = row * (i + 3) + 4;
      node("text", { x: 0, y: y + row * 0.75 }, timeline).textContent = t.name;
      const bar = node("rect", { class: "track", x: x(t.from), y: y + 3, width: Math.max(1, x(t.to) - x(t.from)), height: row - 6 }, timeline);
      node("title", {}, bar).textContent = `${t.name} ${t.curve} ${t.from.toFixed(3)}\u2013${t.to.toFixed(3)} s`;
    });
    node("line", { id: "playhead", class: "playhead", x1: x(0), y1: row, x2: x(0), y2: height }, timeline);
    timeline.scale = x;
    if (timeline.dataset.playhead) movePlayhead(Number(timeline.dataset.playhead));
  }

  function movePlayhead(seconds) {
    const head = byId("playhead");
    if (!head || !timeline.scale) return;
    const px = timeline.scale(seconds);
    head.setAttribute("x1", px);
    head.setAttribute("x2", px);
    timeline.dataset.playhead = String(seconds);
  }

  function status(text) {
    byId("status").textContent = text;
  }

  // Shows a step: its trace and timeline at once, then its frames each at its instant (the
  // engine's own speed times the page's), ending on the step's own screen.
  function show(ev) {
    event = ev;
    delete timeline.dataset.playhead;
    byId("command").textContent = ev.command;
    byId("note").textContent = ev.note || "";
    drawTrace(ev);
    drawTimeline(ev);
    play();
  }

  function play() {
    const ev = event;
    if (!ev) return;
    const m = ev.motion;
    if (!m || m.frames.length === 0) {
      playing = null;
      drawScene(ev.scene);
      const at = m && m.playhead !== null ? m.playhead : m ? m.span : 0;
      movePlayhead(at);
      markCall(at);
      device.dataset.frame = "end";
      status(m && m.playhead !== null ? `at ${m.playhead.toFixed(3)} s` : "");
      return;
    }
    playing = { started: performance.now(), offset: 0, paused: false, shown: -1 };
    requestAnimationFrame(tick);
  }

  function elapsed(now) {
    const p = playing;
    const speed = Number(prefs.speed || 1);
    return p.paused ? p.offset : p.offset + ((now - p.started) / 1000) * speed;
  }

  function showFrame(i) {
    const m = event.motion;
    const f = m.frames[i];
    drawScene(f.scene);
    device.dataset.frame = String(i);
    movePlayhead(f.t);
    markCall(f.t);
    status(`frame ${i + 1} of ${m.frames.length} \u00b7 ${f.t.toFixed(3)} s` + (m.speed !== 1 ? ` \u00b7 ${m.speed}\u00d7` : ""));
  }

  function tick(now) {
    const p = playing;
    if (!p || !event || !event.motion) return;
    const m = event.motion;
    const wall = elapsed(now);
    let i = p.shown < 0 ? 0 : p.shown;
    while (i + 1 < m.frames.length && m.frames[i + 1].t / m.speed <= wall) i++;
    if (i !== p.shown) {
      p.shown = i;
      showFrame(i);
    }
    if (i + 1 >= m.frames.length && !p.paused) {
      playing = null;
      drawScene(event.scene);
      device.dataset.frame = "end";
      return;
    }
    requestAnimationFrame(tick);
  }

  function togglePause() {
    if (!playing) return play();
    const now = performance.now();
    playing.offset = elapsed(now);
    playing.started = now;
    playing.paused = !playing.paused;
    if (!playing.paused) requestAnimationFrame(tick);
  }

  // While paused, a frame at a time.
  function stepFrame(by) {
    if (!event || !event.motion || event.motion.frames.length === 0) return;
    const m = event.motion;
    if (!playing) playing = { started: performance.now(), offset: 0, paused: true, shown: m.frames.length - 1 };
    playing.paused = true;
    const i = Math.max(0, Math.min(m.frames.length - 1, playing.shown + by));
    playing.shown = i;
    playing.offset = m.frames[i].t / m.speed;
    showFrame(i);
  }

  function goTo(i) {
    if (i < 0 || i >= steps.length) return;
    index = i;
    status("");
    show(steps[i]);
    byId("title").textContent = `${data.title} \u00b7 step ${i + 1} of ${steps.length}`;
  }

  // A presentation clicker sends PageDown and PageUp; in a demo those step the demo at the prompt.
  function onKey(e) {
    if (e.target.tagName === "SELECT" || e.altKey || e.ctrlKey || e.metaKey) return;
    const next = e.key === "PageDown" || e.key === "ArrowRight" || (e.key === " " && (demo || !live));
    const previous = e.key === "PageUp" || e.key === "ArrowLeft";
    if (live && demo && (next || previous)) {
      if (socket && socket.readyState === 1) socket.send(next ? "key next" : "key previous");
    } else if (!live && next) {
      goTo(index + 1);
    } else if (!live && previous) {
      goTo(index - 1);
    } else if (e.key === " ") {
      togglePause();
    } else if (e.key === "ArrowRight" || e.key === ".") {
      stepFrame(1);
    } else if (e.key === "ArrowLeft" || e.key === ",") {
      stepFrame(-1);
    } else if (e.key === "+" || e.key === "=") {
      resize(2);
    } else if (e.key === "-") {
      resize(-2);
    } else if (e.key === "t") {
      const order = ["dark", "light", "contrast"];
      prefs.theme = order[(order.indexOf(prefs.theme || "dark") + 1) % order.length];
      savePrefs();
      applyPrefs();
    } else if (e.key === "n") {
      prefs.names = prefs.names === false;
      savePrefs();
      applyPrefs();
    } else {
      return;
    }
    e.preventDefault();
  }

  function resize(by) {
    prefs.type = Math.max(10, Math.min(40, (prefs.type || 16) + by));
    savePrefs();
    applyPrefs();
    if (event) drawTimeline(event);
  }

  // The live feed: the last step on connecting, then every step as the prompt runs it.
  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/live${location.search}`);
    socket.onopen = () => status("connected");
    socket.onmessage = (m) => {
      const ev = JSON.parse(m.data);
      if (ev.proscenium === "hello") {
        demo = ev.demo === true;
        if (ev.title) byId("title").textContent = ev.title;
        document.title = ev.title || document.title;
        status(ev.waiting ? "waiting for the first command" : "");
        return;
      }
      if (ev.proscenium === "stage") show(ev);
    };
    socket.onclose = () => {
      status("the prompt has ended (or this page's token is not this run's)");
      byId("command").textContent = "";
    };
  }

  byId("theme").onchange = (e) => {
    prefs.theme = e.target.value;
    savePrefs();
    applyPrefs();
  };
  byId("speed").onchange = (e) => {
    prefs.speed = Number(e.target.value);
    savePrefs();
  };
  byId("names").onchange = (e) => {
    prefs.names = e.target.checked;
    savePrefs();
    applyPrefs();
  };
  byId("larger").onclick = () => resize(2);
  byId("smaller").onclick = () => resize(-2);
  byId("replay").onclick = () => togglePause();
  byId("next").onclick = () => (live ? demo && socket && socket.send("key next") : goTo(index + 1));
  byId("previous").onclick = () => (live ? demo && socket && socket.send("key previous") : goTo(index - 1));
  document.addEventListener("keydown", onKey);
  applyPrefs();
  if (live) {
    connect();
  } else if (steps.length > 0) {
    goTo(0);
  } else {
    status("no steps: this session had run no command");
  }
})();
