export default defineBackground(() => {
  // wired in lib/worker
});
