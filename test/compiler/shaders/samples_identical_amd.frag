#version 450
// The article's anyInvocationsARB pattern (seed 004, M3) on Vulkan: the query
// is expressed with GL_AMD_shader_fragment_mask (FMASK value 0 means every
// sample uses fragment 0, M1) when GL_EXT_shader_samples_identical is absent.
// The article spells the vote function anyInvocationsARB; GL_ARB_shader_group_vote
// names it anyInvocationARB, so the article's spelling is mapped onto it.
#extension GL_EXT_shader_samples_identical : enable
#extension GL_AMD_shader_fragment_mask : require
#extension GL_ARB_shader_group_vote : require

layout(set = 0, binding = 0) uniform sampler2DMS tex;
#define NUM_SAMPLES 4

#if !defined GL_EXT_shader_samples_identical
#define textureSamplesIdenticalEXT(t, c) (fragmentMaskFetchAMD(t, c) == 0u)
#endif
#define anyInvocationsARB anyInvocationARB

layout(location = 0) in vec2 coord;
layout(location = 0) out vec4 frag_color;

void main()
{
    vec4 color = texelFetch(tex, ivec2(coord), 0);
    if (anyInvocationsARB(!textureSamplesIdenticalEXT(tex, ivec2(coord)))) {
        for (int i = 1; i < NUM_SAMPLES; i++)
            color += texelFetch(tex, ivec2(coord), i);
        color /= float(NUM_SAMPLES);
    }
    frag_color = color;
}
