#version 450 core
// S9: scalar memory inside the ordered section. A uniform read of a uniform
// buffer is an SMEM load (s_buffer_load); its value is used only after the
// ordered section ends, so nothing but the release rule makes the wave wait
// for lgkmcnt(0) before ORDERED_PS_DONE.
#extension GL_ARB_fragment_shader_interlock : require

layout(pixel_interlock_ordered) in;

layout(set = 0, binding = 0, std140) uniform Table { uvec4 slots[16]; } table;
layout(push_constant) uniform Push { uint slot; } pc;
layout(location = 0) out vec4 color;

void main()
{
    beginInvocationInterlockARB();
    uint value = table.slots[pc.slot].x;
    endInvocationInterlockARB();
    color = vec4(float(value), 0.0, 0.0, 1.0);
}
