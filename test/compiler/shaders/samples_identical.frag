#version 450
// The MSAA resolve shortcut from the GL_EXT_shader_samples_identical article
// (seed 004, M3), with its fallback for compilers without the extension.
// glslang does not implement the extension; popsim's GLSL front end maps it
// onto GL_AMD_shader_fragment_mask (src/compiler/glsl/extension_shims.ts), so
// the `#if !defined` fallback sees the extension and does not apply.
#extension GL_EXT_shader_samples_identical : enable

layout(set = 0, binding = 0) uniform sampler2DMS tex;
#define NUM_SAMPLES 4

#if !defined GL_EXT_shader_samples_identical
#define textureSamplesIdenticalEXT(t, c) false
#endif

layout(location = 0) in vec2 coord;
layout(location = 0) out vec4 frag_color;

void main()
{
    vec4 color = texelFetch(tex, ivec2(coord), 0);
    if (!textureSamplesIdenticalEXT(tex, ivec2(coord))) {
        for (int i = 1; i < NUM_SAMPLES; i++)
            color += texelFetch(tex, ivec2(coord), i);
        color /= float(NUM_SAMPLES);
    }
    frag_color = color;
}
