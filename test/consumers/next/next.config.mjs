/** @type {import('next').NextConfig} */
export default { typescript: { ignoreBuildErrors: false } };
